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
  /** A sign-in asked for the plan to go to the server; cleared with the plan once it is there. */
  adoptionAsked: boolean;
}

const initialState: MovePlanState = { plan: null, adoptionAsked: false };

const movePlanSlice = createSlice({
  name: 'movePlan',
  initialState,
  reducers: {
    /** Starts or replaces the visitor's plan (the dialog's, or each change of the plan page). */
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

export const { visitorPlanSaved, visitorPlanAdoptionAsked, visitorPlanAdoptionFailed, visitorPlanCleared } = movePlanSlice.actions;
export const movePlanReducer = movePlanSlice.reducer;

interface MovePlanRootState {
  movePlan: MovePlanState;
}

export const selectVisitorPlan = (state: MovePlanRootState): MovePlan | null => state.movePlan.plan;
export const selectVisitorPlanAdoptionAsked = (state: MovePlanRootState): boolean => state.movePlan.adoptionAsked;
