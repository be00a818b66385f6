import { eq } from 'drizzle-orm';
import { mailOutbox } from '@/lib/db/schema';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { sendMail } from './mailer';

describe.each(testDatabaseKinds())('the outbox without SMTP on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  test('keeps each mail as one row, already marked logged, with its text', async () => {
    const to = `outbox-${kind}@example.com`;
    await sendMail({ to, subject: 'You were outbid', text: 'Bid again: $550', template: 'outbid' });
    const rows = await testDb.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(rows).toEqual([
      expect.objectContaining({
        subject: 'You were outbid',
        text: 'Bid again: $550',
        template: 'outbid',
        status: 'logged',
      }),
    ]);
  });
});
