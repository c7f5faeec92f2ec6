import { describe, expect, it } from 'vitest';
import { parseFilterTags } from './filter-tags.ts';
import { searchWordsOf } from './search-words.ts';

describe('searchWordsOf', () => {
  it('sanitises like the search box, then folds into tsquery-safe words', () => {
    expect(searchWordsOf('  <b>Crème</b> FRAÎCHE ')).toEqual({ term: 'Crème FRAÎCHE', words: ['creme', 'fraiche'] });
    expect(searchWordsOf("shepherd's pie & mash")).toEqual({
      term: "shepherd's pie & mash",
      words: ['shepherds', 'pie', 'mash'],
    });
    expect(searchWordsOf('semi-skimmed milk milk')).toEqual({
      term: 'semi-skimmed milk milk',
      words: ['semi', 'skimmed', 'milk'],
    });
    expect(searchWordsOf('!!!')).toEqual({ term: '', words: [] });
    expect(searchWordsOf(undefined)).toEqual({ term: '', words: [] });
  });
});

describe('parseFilterTags', () => {
  it('groups values by id', () => {
    expect(
      parseFilterTags([
        'offer:true',
        'brand:Fernleaf',
        'brand:Hollow Oak Dairy',
        'dietary:Vegan',
        'serviceType:GROCERY',
      ]),
    ).toEqual({ offer: true, brands: ['fernleaf', 'hollow oak dairy'], dietary: ['vegan'], serviceTypes: ['GROCERY'] });
  });

  it('treats both true and false as no filter', () => {
    expect(parseFilterTags(['available:true', 'available:false'])).toEqual({ available: undefined });
  });

  it('names filterTags when a value is not understood', () => {
    expect(() => parseFilterTags(['offer:maybe'])).toThrow(/filterTags: offer must be true or false/);
    expect(() => parseFilterTags(['serviceType:DELIVERY'])).toThrow(/filterTags: serviceType must be one of/);
  });
});
