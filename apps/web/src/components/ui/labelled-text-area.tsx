import { TextArea, type TextAreaProps } from 'antd-mobile';
import { useId } from 'react';

/** antd-mobile's TextArea puts aria-label on its wrapper: a (screen-reader) label tied to the textarea itself. */
export function LabelledTextArea({ label, ...props }: TextAreaProps & { label: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <TextArea {...props} id={id} />
    </>
  );
}
