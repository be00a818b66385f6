import { auditChanges } from './audit-diff';

describe('auditChanges', () => {
  test('an update shows the fields whose value changed, by name', () => {
    expect(
      auditChanges(
        { odometer: 1000, color: 'Blue', keys: true, damage: { primary: 'front-end' } },
        { odometer: 1200, color: 'Blue', keys: false, damage: { primary: 'rear-end' } },
      ),
    ).toEqual([
      { field: 'damage', before: '{"primary":"front-end"}', after: '{"primary":"rear-end"}' },
      { field: 'keys', before: 'true', after: 'false' },
      { field: 'odometer', before: '1000', after: '1200' },
    ]);
  });

  test('a creation shows what was set; a deletion what was removed; a field gained or lost one side', () => {
    expect(auditChanges(null, { vin: '1HGCM82633A004352', trim: null })).toEqual([
      { field: 'trim', after: 'null' },
      { field: 'vin', after: '1HGCM82633A004352' },
    ]);
    expect(auditChanges({ reason: 'Title problem' }, null)).toEqual([
      { field: 'reason', before: 'Title problem' },
    ]);
    expect(auditChanges({ a: 1 }, { b: 2 })).toEqual([
      { field: 'a', before: '1' },
      { field: 'b', after: '2' },
    ]);
  });

  test('no change, nothing shown; a long value is cut', () => {
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
    const [long] = auditChanges(null, { note: 'x'.repeat(500) });
    expect(long!.after).toHaveLength(120);
    expect(long!.after!.endsWith('…')).toBe(true);
  });
});
