import { ImageField } from '../../../components/ui/image-field';
import { STYLE_COLORS } from '../utils/style-colors';

export interface StylePickerProps {
  icon: string;
  color: string;
  onIcon: (url: string) => void;
  onColor: (color: string) => void;
}

/** A custom template: the style icon (uploaded) and its colour from the palette. */
export function StylePicker({ icon, color, onIcon, onColor }: StylePickerProps) {
  return (
    <div className="style-picker">
      <ImageField label="上传图标" value={icon} onChange={onIcon} />
      <div className="color-palette" role="radiogroup" aria-label="主题色">
        {STYLE_COLORS.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={color.toUpperCase() === c}
            aria-label={c}
            className={color.toUpperCase() === c ? 'color-swatch is-active' : 'color-swatch'}
            style={{ background: c }}
            onClick={() => onColor(c)}
          />
        ))}
      </div>
    </div>
  );
}
