import { FormAlert } from '@web/components/form-alert';

/** What the server said that no field shows (vehicle-form-refusal.ts), above the form's buttons. */
export function RefusalAlert({ messages, what }: { messages: string[]; what: string }) {
  if (messages.length === 0) return null;
  return (
    <FormAlert>
      <p className="font-semibold">The {what} was not saved:</p>
      <ul className="list-disc pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </FormAlert>
  );
}
