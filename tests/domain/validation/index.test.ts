import * as validation from '../../../domain/validation/index.ts';

describe('domain/validation index', () => {
  it('re-exports every form and helper', () => {
    for (const name of [
      'ERROR_KEYS',
      'validateForm',
      'fieldErrorsFromServer',
      'isValidationFailed',
      'loginSchema',
      'signUpSchema',
      'toSignUpPayload',
      'passwordChangeSchema',
      'toPasswordChangePayload',
      'forgottenPasswordSchema',
      'roommateMessageSchema',
      'toRoommateInquiry',
      'viewingRequestSchema',
      'minViewingDate',
      'toViewingRequestPayload',
      'propertySchema',
      'toPropertyPayload',
      'newsletterSchema',
      'contactSchema',
      'commentSchema',
      'textInputRules',
      'checkoutSchema',
      'cleaningOrderSchema',
      'roommateOfferSchema',
    ]) {
      expect(validation).toHaveProperty(name);
    }
  });
});
