import { groupCardNumber, SANDBOX_CARDS } from '@/lib/domain/sandbox-cards';

export interface SandboxNoticeLabels {
  title: string;
  text: string;
  /** behaviour -> what the number does */
  behaviours: Record<string, string>;
}

/** Says plainly that the sandbox gateway is in use (no real money moves) and lists its test card numbers. */
export function SandboxNotice({ labels }: { labels: SandboxNoticeLabels }) {
  return (
    <aside className="notice--action sandbox-notice" data-testid="sandbox-notice">
      <strong>{labels.title}</strong>
      <p>{labels.text}</p>
      <ul>
        {SANDBOX_CARDS.map((card) => (
          <li key={card.number}>
            <code dir="ltr">{groupCardNumber(card.number)}</code> {labels.behaviours[card.behaviour]}
          </li>
        ))}
      </ul>
    </aside>
  );
}
