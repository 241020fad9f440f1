// The lookup form's own messages, apart from its schema so the form can name them without loading zod.
export const MISSING_REQUEST_NUMBER = 'Please enter your request number';
export const ORDER_NEEDS_EMAIL = 'Enter the e-mail you used at checkout to see this order';
