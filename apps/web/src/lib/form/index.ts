export { fieldErrorsFor, useFormState, type FieldErrors } from './use-form-state';
