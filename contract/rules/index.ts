// The validation rules of SPEC.md §5, shared by the storefront's forms and the server's routes.
export * from './address';
export * from './avatar';
export * from './card';
export * from './codes';
export * from './contact';
export * from './email';
export * from './is-empty';
export * from './password';
export * from './phone';
export * from './schemas';
export * from './text';
