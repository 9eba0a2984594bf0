/**
 * The visitor's move-in plan (docs/decisions/0031): the domain's MovePlan without an id, kept in
 * the browser with the cart (persistence.ts) until the visitor signs in. A sign-in from a login
 * asks for its adoption (the auth machine's `adoptVisitorPlan`): the move feature then sends it
 * with createMovePlan, and clears it once the server has it. Only types come from the domain, so
 * this slice adds next to nothing to the first download.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { MovePlan } from '../../domain/move.ts';

export interface MovePlanState {
  plan: MovePlan | null;
  /**
   * The listing's title as the dialog showed it (the server reads a signed-in user's from the
   * listing; a visitor's plan keeps it here). Absent in a plan kept before it was (null then).
   */
  homeTitle?: string | null;
  /** A sign-in asked for the plan to go to the server; cleared with the plan once it is there. */
  adoptionAsked: boolean;
}

const initialState: MovePlanState = { plan: null, homeTitle: null, adoptionAsked: false };

const movePlanSlice = createSlice({
  name: 'movePlan',
  initialState,
  reducers: {
    /** Starts the visitor's plan (the dialog's), for the listing of this title. */
    visitorPlanStarted(state, action: PayloadAction<{ plan: MovePlan; homeTitle: string }>) {
      return { ...state, plan: action.payload.plan, homeTitle: action.payload.homeTitle };
    },
    /** Replaces the visitor's plan (each change of the plan page), for the same listing. */
    visitorPlanSaved(state, action: PayloadAction<MovePlan>) {
      return { ...state, plan: action.payload };
    },
    /** Signed in from a login: the plan, if there is one, is to be sent. */
    visitorPlanAdoptionAsked(state) {
      state.adoptionAsked = state.plan !== null;
    },
    /** The server refused it (a day now past, a listing gone): it stays here, shown with a way to send it again. */
    visitorPlanAdoptionFailed(state) {
      state.adoptionAsked = false;
    },
    /** The server has the plan (or the visitor dropped it). */
    visitorPlanCleared() {
      return initialState;
    },
  },
});

export const { visitorPlanStarted, visitorPlanSaved, visitorPlanAdoptionAsked, visitorPlanAdoptionFailed, visitorPlanCleared } = movePlanSlice.actions;
export const movePlanReducer = movePlanSlice.reducer;

interface MovePlanRootState {
  movePlan: MovePlanState;
}

export const selectVisitorPlan = (state: MovePlanRootState): MovePlan | null => state.movePlan.plan;
/** The title of the listing the visitor's plan is for (null when it keeps none). */
export const selectVisitorPlanTitle = (state: MovePlanRootState): string | null => state.movePlan.homeTitle ?? null;
export const selectVisitorPlanAdoptionAsked = (state: MovePlanRootState): boolean => state.movePlan.adoptionAsked;
