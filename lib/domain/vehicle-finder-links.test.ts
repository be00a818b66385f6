import { vehicleFinderGroups } from './vehicle-finder-links';

describe('vehicleFinderGroups', () => {
  const label = (group: string, key: string) => `${group}:${key}`;
  const groups = vehicleFinderGroups(
    {
      vehicleTypes: [{ key: 'suv', cnt: 1200 }],
      damageTypes: [
        { key: 'collision', cnt: 3000 },
        { key: 'hail', cnt: 40 },
      ],
      popularMakes: [{ key: 'mercedes-benz', name: 'Mercedes-Benz', cnt: 9 }],
      states: [{ key: 'TX', cnt: 500 }],
      titleNames: [{ key: 'certificate-of-destruction', cnt: 7 }],
    },
    label,
  );

  test('each group links to its search route with a label and count', () => {
    expect(groups.vehicleTypes).toEqual([{ link: '/search?types=suv', label: 'VehicleType:suv', cnt: 1200 }]);
    expect(groups.damageTypes).toEqual([{ link: '/collision', label: 'LossType:collision', cnt: 3000 }]);
    expect(groups.popularMakes).toEqual([{ link: '/salvage-mercedes-benz', label: 'Mercedes-Benz', cnt: 9 }]);
    expect(groups.states).toEqual([{ link: '/search/location-state-tx', label: 'Texas', cnt: 500 }]);
    expect(groups.titleNames[0]?.link).toBe('/search/title-name-certificate-of-destruction');
  });

  test('loss types without a damage page are left out', () => {
    expect(groups.damageTypes.map((d) => d.link)).not.toContain('/hail');
  });
});
