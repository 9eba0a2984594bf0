/**
 * The cleaning cart (product §3 "Cleaning cart", 4, 9), persisted in localStorage by redux-persist;
 * the state is the domain's CleaningCart and every reducer delegates to domain/cleaning.ts.
 *
 * selectService and installCatalog are thunks that also say which selections the change removed
 * (so a page can tell the visitor); updateSelection returns the domain's error key (translated by
 * the caller) or null on success. A refused change leaves the cart as it was.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import * as domainCleaning from '../../domain/cleaning.ts';
import type {
  CleaningCart,
  CleaningError,
  CleaningType,
  SelectedService,
  SelectionInput,
  SelectionPatch,
  ServiceGroup,
} from '../../domain/cleaning.ts';

interface CleaningCartRootState {
  cleaningCart: CleaningCart;
}

type CleaningThunk<R> = ThunkAction<R, CleaningCartRootState, unknown, UnknownAction>;

interface SetServiceCatalogPayload {
  cleaningType: CleaningType;
  groups: ServiceGroup[];
}

interface SelectServicePayload {
  serviceKey: string;
  input: SelectionInput;
}

interface UpdateSelectionPayload {
  serviceKey: string;
  patch: SelectionPatch;
}

const cleaningCartSlice = createSlice({
  name: 'cleaningCart',
  initialState: domainCleaning.emptyCleaningCart,
  reducers: {
    /** Installs the catalog loaded for a cleaning type (keeps still-valid selections of the same type). */
    setServiceCatalog(state, action: PayloadAction<SetServiceCatalogPayload>) {
      return domainCleaning.setServiceCatalog(state, action.payload.cleaningType, action.payload.groups);
    },
    serviceSelected(state, action: PayloadAction<SelectServicePayload>) {
      return domainCleaning.selectService(state, action.payload.serviceKey, action.payload.input).cart;
    },
    selectionUpdated(state, action: PayloadAction<UpdateSelectionPayload>) {
      return domainCleaning.updateSelection(state, action.payload.serviceKey, action.payload.patch).cart;
    },
    deselectService(state, action: PayloadAction<string>) {
      return domainCleaning.deselectService(state, action.payload);
    },
    /** Removes every selection, keeping the cleaning type and catalog (after an order). */
    clearSelection(state) {
      return domainCleaning.clearSelection(state);
    },
  },
});

const { setServiceCatalog, serviceSelected, selectionUpdated } = cleaningCartSlice.actions;
export const { deselectService, clearSelection } = cleaningCartSlice.actions;
export const cleaningCartReducer = cleaningCartSlice.reducer;

/** What a selection did: the selections its rule removed, or why it was refused. */
type SelectOutcome = { ok: true; removed: SelectedService[] } | { ok: false; error: CleaningError };

/** Selects (or re-selects) a service. */
export function selectService(serviceKey: string, input: SelectionInput): CleaningThunk<SelectOutcome> {
  return (dispatch, getState) => {
    const result = domainCleaning.selectService(getState().cleaningCart, serviceKey, input);
    if (!result.ok) return { ok: false, error: result.error };
    dispatch(serviceSelected({ serviceKey, input }));
    return { ok: true, removed: result.removed };
  };
}

/**
 * Installs a catalogue (setServiceCatalog) and returns the selections it dropped: those of
 * another cleaning type (the cart holds one at a time) or of services no longer offered.
 */
export function installCatalog(cleaningType: CleaningType, groups: ServiceGroup[]): CleaningThunk<SelectedService[]> {
  return (dispatch, getState) => {
    const before = domainCleaning.selectedServiceList(getState().cleaningCart);
    dispatch(setServiceCatalog({ cleaningType, groups }));
    const after = getState().cleaningCart;
    return before.filter((selection) => !domainCleaning.isServiceSelected(after, selection.serviceKey));
  };
}

/** Changes the amount, months or severity of a selection; the error key, or null. */
export function updateSelection(serviceKey: string, patch: SelectionPatch): CleaningThunk<CleaningError | null> {
  return (dispatch, getState) => {
    const result = domainCleaning.updateSelection(getState().cleaningCart, serviceKey, patch);
    if (!result.ok) return result.error;
    dispatch(selectionUpdated({ serviceKey, patch }));
    return null;
  };
}

export const selectCleaningCart = (state: CleaningCartRootState): CleaningCart => state.cleaningCart;

/** Memoized per cart object. */
const listsByCart = new WeakMap<CleaningCart, SelectedService[]>();
export const selectSelectedServices = (state: CleaningCartRootState): SelectedService[] => {
  let list = listsByCart.get(state.cleaningCart);
  if (list === undefined) {
    list = domainCleaning.selectedServiceList(state.cleaningCart);
    listsByCart.set(state.cleaningCart, list);
  }
  return list;
};
