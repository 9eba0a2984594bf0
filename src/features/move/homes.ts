/** The move feature's links between the contract's plan, the domain's plan and the dialog's payload. */
import { homeOfFlatmateOffer, homeOfProperty } from '../../../domain/move.ts';
import type { MoveHome, MovePlan as DomainPlan } from '../../../domain/move.ts';
import type { ModalPayload } from '../../machines/modals.ts';
import type { MovePlan, MovePlanInput, MovePlanUpdate } from './api.ts';

/** The home the dialog was opened for, as a plan keeps it. */
export function homeOfPayload(payload: ModalPayload<'moveStart'>): MoveHome {
  return payload.kind === 'property' ? homeOfProperty(payload.property) : homeOfFlatmateOffer(payload.offer);
}

/** The server's plan as the domain's rules take it. */
export function domainPlanOf(plan: MovePlan): DomainPlan {
  return {
    home: plan.home,
    moveInDate: plan.moveInDate,
    from: plan.from,
    household: plan.household,
    moving: plan.moving,
    cleaning: plan.cleaning,
    deliveries: plan.deliveries,
    checkout: plan.checkout,
  };
}

/** A domain plan's editable fields as the contract takes them (its lines copied: the domain's are read-only). */
export function planUpdateOf(plan: DomainPlan): Required<Omit<MovePlanUpdate, 'current'>> {
  return {
    moveInDate: plan.moveInDate,
    from: plan.from,
    household: plan.household,
    moving: plan.moving && { ...plan.moving, lines: [...plan.moving.lines] },
    cleaning: plan.cleaning && { ...plan.cleaning, lines: [...plan.cleaning.lines] },
    deliveries: { ...plan.deliveries },
  };
}

/** A visitor's plan as sent to the account after a sign-in. */
export function planInputOf(plan: DomainPlan): MovePlanInput {
  return { home: { kind: plan.home.kind, id: plan.home.id }, ...planUpdateOf(plan) };
}
