import { validateForm } from '../../../domain/validation/validate.ts';
import {
  SAVED_SEARCH_NAME_MAX_LENGTH,
  renameSavedSearchSchema,
  saveSearchInitialValues,
  saveSearchSchema,
} from '../../../domain/validation/savedSearch.ts';

describe('the save-a-search form', () => {
  it('starts with no name (the server makes one from the filters) and instant alerts, and takes them', () => {
    expect(saveSearchInitialValues).toEqual({ name: '', frequency: 'instant' });
    expect(validateForm(saveSearchSchema, saveSearchInitialValues)).toEqual({});
    expect(validateForm(saveSearchSchema, { name: 'Лозенец, 2 спални', frequency: 'daily' })).toEqual({});
  });

  it('refuses a name longer than the contract takes and a frequency it does not know', () => {
    const problems = validateForm(saveSearchSchema, { name: 'x'.repeat(SAVED_SEARCH_NAME_MAX_LENGTH + 1), frequency: 'weekly' });
    expect(Object.keys(problems).sort()).toEqual(['frequency', 'name']);
    expect(validateForm(saveSearchSchema, { name: 'x'.repeat(SAVED_SEARCH_NAME_MAX_LENGTH), frequency: 'instant' })).toEqual({});
  });
});

describe('renaming a saved search', () => {
  it('needs a name, of at most the contract’s length', () => {
    expect(validateForm(renameSavedSearchSchema, { name: '' })).toEqual({ name: 'error-required' });
    expect(validateForm(renameSavedSearchSchema, { name: '   ' })).toEqual({ name: 'error-required' });
    expect(Object.keys(validateForm(renameSavedSearchSchema, { name: 'x'.repeat(SAVED_SEARCH_NAME_MAX_LENGTH + 1) }))).toEqual(['name']);
    expect(validateForm(renameSavedSearchSchema, { name: 'Жилище близо до работа' })).toEqual({});
  });
});
