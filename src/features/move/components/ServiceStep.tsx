/**
 * A service step of the plan, done in place (decision 0031): the moving (its catalogue, amounts
 * suggested from the volume to move) or the cleaning before moving in (deep or one-time, the
 * area from the home), and when. Each change goes to the step's actor, which prices the lines as
 * the services' order does and refuses what it would refuse (said under the list).
 */
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { amountRange, serviceGroupsOf } from '../../../../domain/cleaning.ts';
import type { CleaningService, CleaningType } from '../../../../domain/cleaning.ts';
import { cleaningAmount, movingVolume } from '../../../../domain/move.ts';
import type { MovePlan, MoveServiceLine, MoveWhen } from '../../../../domain/move.ts';
import { LoadError, Loading } from '../../../layout/StatusViews.tsx';
import type { ServiceStepEvent, ServiceStepName, serviceStepMachine } from '../../../machines/movePlan.ts';
import { ErrorNote } from '../../../ui/ErrorNote.tsx';
import { useMoney } from '../../../ui/useMoney.ts';
import { useListCleaningServicesQuery } from '../../../api/catalogue.ts';
import { WhenPicker } from './WhenPicker.tsx';
import type { ActorRefFrom } from 'xstate';
import styles from '../move.module.css';

/** Hours of an hourly moving service per van load: a suggestion, never a rule. */
const MOVE_HOURS_PER_VAN = 3;

/** The amount a service starts with when ticked: from the volume to move, or the home's area, within its range. */
function suggestedAmount(service: CleaningService, plan: MovePlan): number {
  const [min, max] = amountRange(service);
  if (service.unit === 'sqm') return cleaningAmount(plan.home, service) ?? min;
  if (service.unit === 'hours' && (service.type === 'moving' || service.type === 'moving-transport')) {
    return Math.min(max, Math.max(min, movingVolume(plan.home, plan.household).vans * MOVE_HOURS_PER_VAN));
  }
  return min;
}

export function ServiceStep({
  step,
  plan,
  actor,
  send,
  window,
}: {
  step: ServiceStepName;
  plan: MovePlan;
  actor: ActorRefFrom<typeof serviceStepMachine>;
  send: (event: ServiceStepEvent) => void;
  window: { first: string; last: string };
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  const choice = plan[step];
  const cleaningType: CleaningType = step === 'moving' ? 'moving' : (choice?.cleaningType ?? 'deep');
  const catalogue = useListCleaningServicesQuery({ cleaningType });
  const groups = useMemo(() => (catalogue.data ? serviceGroupsOf(catalogue.data) : null), [catalogue.data]);
  const lineError = useSelector(actor, (snapshot) => snapshot.context.lineError);

  useEffect(() => {
    if (groups) send({ type: 'step.catalogue', groups });
  }, [groups, send]);

  const lines = choice?.cleaningType === cleaningType ? choice.lines : [];
  const lineOf = (key: string) => lines.find((line) => line.serviceKey === key);
  const setLines = (next: MoveServiceLine[]) => send({ type: 'step.lines', cleaningType, lines: next });
  const toggle = (service: CleaningService, on: boolean) =>
    setLines(on ? [...lines, { serviceKey: service.serviceKey, amount: suggestedAmount(service, plan) }] : lines.filter((line) => line.serviceKey !== service.serviceKey));
  const setAmount = (key: string, amount: number) => setLines(lines.map((line) => (line.serviceKey === key ? { ...line, amount } : line)));
  const volume = movingVolume(plan.home, plan.household);

  return (
    <div className={styles.stepBody}>
      {step === 'moving' ? (
        <p className={styles.lead}>{t('move-moving-volume', { cubicMetres: volume.cubicMetres, count: volume.vans })}</p>
      ) : (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('move-cleaning-kind')}</legend>
          {(['deep', 'one-time'] as const).map((kind) => (
            <label key={kind} className={styles.radio}>
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={cleaningType === kind}
                onChange={() => send({ type: 'step.lines', cleaningType: kind, lines: [] })}
              />
              {t(`move-cleaning-${kind}`)}
            </label>
          ))}
        </fieldset>
      )}
      {catalogue.isError ? (
        <LoadError error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      ) : groups === null ? (
        <Loading />
      ) : (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('move-services')}</legend>
          <ul className={styles.services}>
            {groups.flatMap((group) => group.items).map((service) => {
              const line = lineOf(service.serviceKey);
              const [min, max] = amountRange(service);
              return (
                <li key={service.serviceKey} className={styles.service}>
                  <label className={styles.checkboxLabel}>
                    <input type="checkbox" checked={line !== undefined} onChange={(event) => toggle(service, event.target.checked)} />
                    <span>
                      {service.name} · {money(service.price)} / {t(`move-unit-${service.unit}`)}
                    </span>
                  </label>
                  {line && (
                    <label className={styles.amount}>
                      {t('move-amount')}
                      <input
                        type="number"
                        className={styles.input}
                        min={min}
                        max={max}
                        defaultValue={line.amount}
                        // Taken when left: a number half typed (1 of 12) would be refused on the way.
                        onBlur={(event) => setAmount(service.serviceKey, Number(event.target.value))}
                      />
                    </label>
                  )}
                </li>
              );
            })}
          </ul>
          {lineError && (
            <ErrorNote plain>{t(lineError.key)}</ErrorNote>
          )}
        </fieldset>
      )}
      <WhenPicker
        label={t(step === 'moving' ? 'move-moving-when' : 'move-cleaning-when')}
        when={choice?.when ?? null}
        window={window}
        onChange={(when: MoveWhen | null) => send({ type: 'step.when', when })}
      />
    </div>
  );
}
