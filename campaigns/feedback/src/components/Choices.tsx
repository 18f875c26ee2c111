// A styled single choice (categories, reasons, problems): real radio inputs, visually hidden, in
// labels drawn as pills, so keyboards and screen readers get a radio group and nobody sees the
// browser's radio. Texts are already translated, or the server's.

import { useId } from 'react';

export interface Choice {
  id: string;
  text: string;
}

export function Choices({
  label,
  choices,
  value,
  onChange,
  testId,
}: {
  label: string;
  choices: Choice[];
  value: string | null;
  onChange: (id: string) => void;
  testId?: string;
}) {
  const name = useId();
  return (
    <fieldset className="fb-choices" data-testid={testId}>
      <legend className="fb-hidden">{label}</legend>
      {choices.map((c) => (
        <label key={c.id} className={value === c.id ? 'fb-choice fb-choice-on' : 'fb-choice'}>
          <input
            type="radio"
            className="fb-hidden"
            name={name}
            value={c.id}
            checked={value === c.id}
            onChange={() => onChange(c.id)}
          />
          <bdi>{c.text}</bdi>
        </label>
      ))}
    </fieldset>
  );
}
