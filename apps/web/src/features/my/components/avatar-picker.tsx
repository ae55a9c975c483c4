import { Avatar, List } from 'antd-mobile';
import { useRef, type ChangeEvent } from 'react';
import { createPortal } from 'react-dom';

export interface AvatarPickerProps {
  src: string;
  disabled?: boolean;
  onPick: (file: File) => void;
}

/** The 头像 row: tapping opens the image picker. */
export function AvatarPicker({ src, disabled, onPick }: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) onPick(file);
  };
  return (
    <List.Item
      onClick={disabled ? undefined : () => input.current?.click()}
      extra={
        <span className="avatar-item">
          <Avatar src={src} />
        </span>
      }
    >
      头像
      {/* at the end of the body: the page's first input stays the nickname */}
      {createPortal(
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          hidden
          onChange={picked}
          aria-label="选择头像"
        />,
        document.body,
      )}
    </List.Item>
  );
}
