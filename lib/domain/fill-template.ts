/**
 * A raw message with its `{name}` placeholders replaced by `values` (unknown names are left as they are). Client
 * components get raw templates as props (next-intl stays on the server) and fill them with what they learn later.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
