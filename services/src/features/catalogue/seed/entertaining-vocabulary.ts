import type { DepartmentSpec } from './vocabulary-types.ts';

const ENTERTAINING = 'Fernleaf Entertaining';
const RESERVE = 'Fernleaf Reserve';

/** Made to order and placed at home: every leaf has a notice period. */
const partyFood: DepartmentSpec = {
  name: 'Party Food',
  iconName: 'party',
  // Made to order with notice periods: the menus mark it (decision 020).
  showWarningIcon: true,
  colour: '#c0567a',
  brands: [ENTERTAINING, RESERVE, 'Partridge & Pear'],
  hasOffers: true,
  groups: [
    {
      name: 'Canapés & Nibbles',
      shortName: 'Canapés',
      leaves: [
        {
          name: 'Canapés',
          items: [
            'Smoked Salmon Blinis',
            'Mini Beef Wellingtons',
            "Goat's Cheese & Red Onion Tartlets",
            'Prawn Cocktail Cups',
            'Chicken Satay Skewers',
            'Mushroom Arancini',
            'Duck Spring Rolls',
            'Crab Crostini',
          ],
          sizes: ['12 pieces', '24 pieces', '36 pieces'],
          pence: [1200, 4200],
          noticeDays: [2, 4],
          count: 24,
        },
        {
          name: 'Sausage Rolls & Pies',
          items: [
            'Pork Sausage Rolls',
            'Mini Pork Pies',
            'Scotch Eggs',
            'Cocktail Sausages with Honey & Mustard',
            'Vegetarian Sausage Rolls',
            'Game Pie',
          ],
          sizes: ['12 pieces', '24 pieces', 'serves 8'],
          pence: [900, 3200],
          noticeDays: [2, 3],
          count: 18,
        },
      ],
    },
    {
      name: 'Platters & Sharing',
      shortName: 'Platters',
      leaves: [
        {
          name: 'Sharing Platters',
          items: [
            'Antipasti Platter',
            'Seafood Platter',
            'Mezze Platter',
            'Charcuterie Board',
            'Crudités & Dips Platter',
            'Sushi Platter',
            'Cold Roast Meats Platter',
          ],
          sizes: ['serves 6', 'serves 10', 'serves 15'],
          pence: [2500, 8500],
          noticeDays: [2, 5],
          count: 20,
        },
        {
          name: 'Cheese Boards',
          items: [
            'British Cheese Board',
            'Continental Cheese Board',
            'Blue Cheese Selection',
            'Cheese & Chutney Hamper',
          ],
          sizes: ['serves 8', 'serves 12', '1.2kg'],
          pence: [2800, 7500],
          noticeDays: [3, 5],
          tags: ['vegetarian'],
          count: 12,
        },
      ],
    },
    {
      name: 'Sandwiches & Wraps',
      shortName: 'Sandwiches',
      leaves: [
        {
          name: 'Sandwich Platters',
          items: [
            'Classic Sandwich Platter',
            'Vegetarian Sandwich Platter',
            'Afternoon Tea Finger Sandwiches',
            'Wrap Selection Platter',
            'Bagel Platter',
          ],
          sizes: ['20 pieces', '32 pieces', '40 pieces'],
          pence: [1800, 4800],
          noticeDays: [2, 3],
          count: 15,
        },
      ],
    },
  ],
};

const cakesAndDesserts: DepartmentSpec = {
  name: 'Cakes & Desserts',
  shortName: 'Cakes',
  iconName: 'cake',
  colour: '#e0a43a',
  brands: [ENTERTAINING, 'Kestrel Bakery', 'Partridge & Pear'],
  hasOffers: true,
  groups: [
    {
      name: 'Celebration Cakes',
      leaves: [
        {
          name: 'Celebration Cakes',
          items: [
            'Chocolate Celebration Cake',
            'Lemon & Elderflower Celebration Cake',
            'Victoria Sponge Celebration Cake',
            'Red Velvet Layer Cake',
            'Naked Berry Cake',
            'Personalised Birthday Cake',
            'Tiered Wedding Cake',
          ],
          sizes: ['serves 12', 'serves 20', 'serves 30', 'serves 60'],
          pence: [2200, 12000],
          noticeDays: [3, 7],
          tags: ['vegetarian'],
          count: 22,
        },
        {
          name: 'Cupcakes & Traybakes',
          items: [
            'Vanilla Cupcakes',
            'Chocolate Brownie Traybake',
            'Millionaire Shortbread Traybake',
            'Lemon Drizzle Traybake',
            'Rocky Road Squares',
          ],
          sizes: ['12 pieces', '24 pieces'],
          pence: [1200, 3200],
          noticeDays: [2, 3],
          tags: ['vegetarian'],
          count: 14,
        },
      ],
    },
    {
      name: 'Desserts to Share',
      leaves: [
        {
          name: 'Puddings & Tarts',
          items: [
            'Tarte au Citron',
            'Chocolate Torte',
            'Pavlova with Summer Berries',
            'Sticky Toffee Pudding to Share',
            'Trifle',
            'Profiterole Tower',
          ],
          sizes: ['serves 8', 'serves 12', 'serves 16'],
          pence: [1500, 4500],
          noticeDays: [2, 4],
          tags: ['vegetarian'],
          count: 18,
        },
      ],
    },
  ],
};

const roastsAndMains: DepartmentSpec = {
  name: 'Roasts & Mains',
  shortName: 'Mains',
  iconName: 'roast',
  colour: '#8c3b2e',
  brands: [ENTERTAINING, RESERVE],
  groups: [
    {
      name: 'Festive Roasts',
      leaves: [
        {
          name: 'Turkey & Poultry',
          items: [
            'Bronze Turkey Crown',
            'Three Bird Roast',
            'Stuffed Turkey Breast Joint',
            'Whole Free Range Turkey',
            'Goose with Apple Stuffing',
          ],
          sizes: ['per kg'],
          pence: [1400, 3200],
          uom: 'KGM',
          averageQuantity: [2, 7],
          noticeDays: [5, 7],
          count: 10,
        },
        {
          name: 'Beef & Lamb Joints',
          items: ['Beef Wellington', 'Rolled Rib of Beef', 'Lamb Rack with Herb Crust', 'Slow Roast Lamb Shoulder'],
          sizes: ['serves 4', 'serves 6', 'serves 8'],
          pence: [3500, 9500],
          noticeDays: [3, 6],
          count: 12,
        },
      ],
    },
    {
      name: 'Vegetarian Centrepieces',
      leaves: [
        {
          name: 'Vegetarian Centrepieces',
          items: [
            'Mushroom & Chestnut Wellington',
            'Butternut Squash Pithivier',
            'Spinach & Ricotta Roulade',
            'Celeriac & Truffle Pie',
          ],
          sizes: ['serves 4', 'serves 6', 'serves 8'],
          pence: [1800, 4200],
          noticeDays: [2, 5],
          tags: ['vegetarian'],
          count: 12,
        },
      ],
    },
  ],
};

export const ENTERTAINING_DEPARTMENTS: readonly DepartmentSpec[] = [partyFood, cakesAndDesserts, roastsAndMains];
