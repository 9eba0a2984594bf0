/** Form validation (product §5): one module per form, shared field rules, and server error mapping. */
export * from './fields.ts';
export * from './validate.ts';
export * from './serverErrors.ts';
export * from './login.ts';
export * from './signUp.ts';
export * from './passwordChange.ts';
export * from './forgottenPassword.ts';
export * from './roommateMessage.ts';
export * from './viewingRequest.ts';
export * from './property.ts';
export * from './creditPurchase.ts';
export * from './newsletter.ts';
export * from './contact.ts';
export * from './comment.ts';
export * from './settings.ts';
export * from './sandboxCard.ts';
export * from './product.ts';
