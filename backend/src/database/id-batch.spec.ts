import { distinctIds, idBatch, MAX_IN_LIST } from './id-batch';

describe('batch look-ups by id', () => {
  it('asks for the given ids in one IN list', () => {
    expect(idBatch('r.anbieter_id', [3, 7, 9])).toEqual({
      where: 'r.anbieter_id IN (?, ?, ?)',
      params: [3, 7, 9],
    });
  });

  it('reads the whole table instead of an IN list longer than the limit', () => {
    const ids = Array.from({ length: MAX_IN_LIST + 1 }, (_, index) => index + 1);
    expect(idBatch('p.id', ids)).toEqual({ where: '1 = 1', params: [] });
  });

  it('names each id once', () => {
    expect(distinctIds([{ id: 2 }, { id: 5 }, { id: 2 }], (row) => row.id)).toEqual([2, 5]);
  });
});
