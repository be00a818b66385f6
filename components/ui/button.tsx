import type { ButtonHTMLAttributes } from 'react';

/** SPEC §2's button themes. */
export type ButtonTheme = 'is-light-blue' | 'is-orange' | 'is-green' | 'is-red';

export function Button({
  theme = 'is-light-blue',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { theme?: ButtonTheme }) {
  return <button type={type} className={['button', theme, className].filter(Boolean).join(' ')} {...props} />;
}
