/**
 * A field's error written below it in the danger colour, for fields without their own FormGroup helper
 * (radio groups, a row of inline fields where a helper under one field would push the others out of line).
 */
export function FieldError(props: { id?: string; message: string | null | undefined }) {
  if (!props.message) return null;
  return (
    <p id={props.id} className="fel-field-error" role="alert">
      {props.message}
    </p>
  );
}
