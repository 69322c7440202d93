/** Builds the routine form's element ids from one useId prefix, so two forms on a page never clash. */
export type FieldId = (name: string) => string;
