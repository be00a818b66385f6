import PlaceholderSection from './placeholder-section';
import type { SectionProps } from './section-props';

/** Stub: replaced by the contact-information section. */
export default async function Section(props: SectionProps) {
  return <PlaceholderSection section={props.section} tier={props.tier} />;
}
