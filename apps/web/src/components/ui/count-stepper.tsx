import { Stepper } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';

/**
 * antd-mobile's Stepper, named for screen readers: its number field gets `label` (antd-mobile leaves it unnamed and
 * copies the field's aria-value* onto the wrapper div, where they are not allowed). Every count stepper uses this one.
 */
interface CountStepperProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  digits?: number;
  disabled?: boolean;
  inputReadOnly?: boolean;
}

export function CountStepper({ label, onChange, ...props }: CountStepperProps) {
  const box = useRef<HTMLSpanElement>(null);
  // after every render: antd-mobile sets those attributes again when the value changes
  useLayoutEffect(() => {
    const input = box.current?.querySelector('input');
    input?.setAttribute('aria-label', label);
    const wrapper = input?.closest('.adm-input');
    for (const a of ['aria-valuenow', 'aria-valuemax', 'aria-valuemin']) wrapper?.removeAttribute(a);
  });
  return (
    <span ref={box} className="count-stepper">
      <Stepper {...props} onChange={(v) => onChange(v ?? props.min ?? 0)} />
    </span>
  );
}
