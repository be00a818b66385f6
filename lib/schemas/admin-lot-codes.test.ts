import { LOT_STATUSES } from '@/lib/db/schema';
import { MAKES } from '@/lib/db/seed/catalog/makes';
import {
  COLORS as SEED_COLORS,
  LOSS_TYPES as SEED_LOSS_TYPES,
  PRIMARY_DAMAGE_BY_LOSS,
  SECONDARY_DAMAGES,
  START_CODES_BY_LOSS,
  TITLE_BY_LOSS,
} from '@/lib/db/seed/distributions';
import { COLOR_HEX } from '@/lib/domain/lot-illustration';
import messages from '@/messages/en.json' with { type: 'json' };
import {
  AIRBAGS,
  BODY_STYLES,
  COLORS,
  DAMAGES,
  DRIVES,
  FUELS,
  LOSS_TYPES,
  START_CODES,
  TITLE_TYPES,
  TRANSMISSIONS,
  VEHICLE_TYPE_OF_BODY,
  VEHICLE_TYPES,
} from './admin-lot-codes';
import { ADMIN_LOT_STATUSES } from './admin-lots';

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
const keys = (group: Record<string, unknown>) => sorted(Object.keys(group));

describe('the codes a checked-in lot takes are the inventory’s own', () => {
  test('each list is what the lot page labels', () => {
    expect(sorted(DAMAGES)).toEqual(keys(messages.Damage));
    expect(sorted(LOSS_TYPES)).toEqual(keys(messages.LossType));
    expect(sorted(TITLE_TYPES)).toEqual(keys(messages.TitleType));
    expect(sorted(START_CODES)).toEqual(keys(messages.StartCode));
    expect(sorted(VEHICLE_TYPES)).toEqual(keys(messages.VehicleType));
    expect(sorted(BODY_STYLES)).toEqual(keys(messages.LotPage.values.body));
    expect(sorted(FUELS)).toEqual(keys(messages.LotPage.values.fuel));
    expect(sorted(DRIVES)).toEqual(keys(messages.LotPage.values.drive));
    expect(sorted(TRANSMISSIONS)).toEqual(keys(messages.LotPage.values.transmission));
    expect(sorted(AIRBAGS)).toEqual(keys(messages.LotPage.values.airbags));
    expect(sorted(COLORS)).toEqual(keys(COLOR_HEX));
  });

  test('the demo inventory (what search filters count today) uses no other code', () => {
    const damages = [
      ...Object.values(PRIMARY_DAMAGE_BY_LOSS).flatMap((weighted) => weighted.map(([code]) => code)),
      ...SECONDARY_DAMAGES,
    ];
    expect(sorted(damages)).toEqual(sorted(DAMAGES));
    expect(sorted(SEED_LOSS_TYPES.map(([code]) => code))).toEqual(sorted(LOSS_TYPES));
    expect(sorted(SEED_COLORS.map(([code]) => code))).toEqual(sorted(COLORS));
    for (const weighted of Object.values(TITLE_BY_LOSS))
      for (const [code] of weighted) expect(TITLE_TYPES).toContain(code);
    for (const weighted of Object.values(START_CODES_BY_LOSS))
      for (const [code] of weighted) expect(START_CODES).toContain(code);
    for (const model of MAKES.flatMap((make) => make.models)) {
      expect(BODY_STYLES).toContain(model.body);
      expect(FUELS).toContain(model.fuel);
      for (const drive of model.drives) expect(DRIVES).toContain(drive);
    }
  });

  test('every body style has a vehicle type, mostly the one the demo gives it', () => {
    for (const body of BODY_STYLES) expect(VEHICLE_TYPES).toContain(VEHICLE_TYPE_OF_BODY[body]);
    const models = MAKES.flatMap((make) => make.models);
    const agreeing = models.filter((model) => VEHICLE_TYPE_OF_BODY[model.body] === model.type);
    expect(agreeing.length / models.length).toBeGreaterThan(0.98);
  });

  test('the console knows every lot status', () => {
    expect(sorted(ADMIN_LOT_STATUSES)).toEqual(sorted(LOT_STATUSES));
    expect(keys(messages.LotStatus)).toEqual(sorted(LOT_STATUSES));
  });
});
