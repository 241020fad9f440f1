/** A field's or a group's error under it, for `aria-describedby` to point at by `id`; nothing when there is none. */
export function FieldError({ id, message }: { id?: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}
