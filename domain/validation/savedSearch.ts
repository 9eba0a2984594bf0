/**
 * The saved search's forms (docs/decisions/0030): saving one (a name may be left empty: the
 * server makes one from the filters) and renaming one (a name is then required). The contract
 * takes names of at most SAVED_SEARCH_NAME_MAX_LENGTH characters.
 */
import { mixed, object } from 'yup';
import type { ObjectSchema } from 'yup';
import { requiredTextRules, textInputRules } from './fields.ts';

export const SAVED_SEARCH_NAME_MAX_LENGTH = 120;

export type SavedSearchFrequencyValue = 'instant' | 'daily';

export const SAVED_SEARCH_FREQUENCIES: readonly SavedSearchFrequencyValue[] = ['instant', 'daily'];

export interface SaveSearchFormValues {
  name: string;
  frequency: SavedSearchFrequencyValue;
}

export const saveSearchInitialValues: SaveSearchFormValues = { name: '', frequency: 'instant' };

export const saveSearchSchema: ObjectSchema<SaveSearchFormValues> = object({
  name: textInputRules({ maxLength: SAVED_SEARCH_NAME_MAX_LENGTH }).default(''),
  frequency: mixed<SavedSearchFrequencyValue>().oneOf(SAVED_SEARCH_FREQUENCIES).required(),
});

export interface RenameSavedSearchValues {
  name: string;
}

export const renameSavedSearchSchema: ObjectSchema<RenameSavedSearchValues> = object({
  name: requiredTextRules({ maxLength: SAVED_SEARCH_NAME_MAX_LENGTH }),
});
