import { cellsOf, districtsOf, loadRwandaPlaces, sectorsOf } from '../places/rwandaPlaces';

describe('Rwanda places (generated from the rwanda package)', () => {
  it('has 30 districts, 416 sectors and 2149 cells, and loads once', async () => {
    const places = await loadRwandaPlaces();
    expect(await loadRwandaPlaces()).toBe(places);
    const districts = districtsOf(places);
    const sectorCount = districts.reduce((sum, d) => sum + sectorsOf(places, d).length, 0);
    const cellCount = districts.reduce(
      (sum, d) => sum + sectorsOf(places, d).reduce((n, s) => n + cellsOf(places, d, s).length, 0),
      0,
    );
    expect(districts).toHaveLength(30);
    expect(sectorCount).toBe(416);
    expect(cellCount).toBe(2149);
  });

  it('finds the sectors of a district and the cells of a sector', async () => {
    const places = await loadRwandaPlaces();
    expect(districtsOf(places)).toContain('Gasabo');
    expect(sectorsOf(places, 'Gasabo')).toContain('Remera');
    expect(sectorsOf(places, 'Bugesera')).toContain('Gashora');
    expect(cellsOf(places, 'Gasabo', 'Remera').length).toBeGreaterThan(0);
  });

  it('answers nothing for unknown names or no data', async () => {
    const places = await loadRwandaPlaces();
    expect(sectorsOf(places, 'Atlantis')).toEqual([]);
    expect(sectorsOf(places, 'constructor')).toEqual([]);
    expect(cellsOf(places, 'Gasabo', 'Atlantis')).toEqual([]);
    expect(cellsOf(places, 'Atlantis', 'Remera')).toEqual([]);
    expect(districtsOf(null)).toEqual([]);
    expect(sectorsOf(undefined, 'Gasabo')).toEqual([]);
    expect(cellsOf(null, 'Gasabo', 'Remera')).toEqual([]);
  });
});
