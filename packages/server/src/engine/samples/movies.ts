import type { SampleGraph } from '../graph-engine.ts';
import { firstNames, lastNames } from './names.ts';
import { SeededRandom } from './random.ts';

const movieCount = 240;
const personCount = 720;
const directorCount = 60;

const titleStarts = [
  'The Last',
  'A Quiet',
  'Midnight',
  'The Silent',
  'Broken',
  'Golden',
  'The Long',
  'Electric',
  'Hidden',
  'Northern',
] as const;
const titleEnds = [
  'Harbor',
  'Signal',
  'Orchard',
  'Frontier',
  'Garden',
  'Letter',
  'Engine',
  'River',
  'Kingdom',
  'Summer',
  'Mirror',
  'Voyage',
] as const;
const genres = [
  'Drama',
  'Comedy',
  'Thriller',
  'Science fiction',
  'Romance',
  'Documentary',
  'Animation',
  'Horror',
] as const;
const roles = ['Lead', 'Supporting', 'Cameo', 'Narrator', 'Villain', 'Mentor'] as const;

/** Films, the people who act in and direct them: a bipartite graph for recommendation queries. */
export function moviesSample(): SampleGraph {
  const random = new SeededRandom(19951122);
  const movies = Array.from({ length: movieCount }, (_, index) => ({
    id: index + 1,
    title: `${random.pick(titleStarts)} ${random.pick(titleEnds)} ${index + 1}`,
    released: random.int(1970, 2025),
    genre: random.pick(genres),
    rating: Math.round((4 + random.next() * 5.5) * 10) / 10,
  }));
  const people = Array.from({ length: personCount }, (_, index) => ({
    id: index + 1,
    name: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
    born: random.int(1930, 2005),
  }));

  const actedIn: { from: number; to: number; role: string }[] = [];
  const directed: { from: number; to: number }[] = [];
  for (const movie of movies) {
    // The first ids are directors; actors come from the rest, with a recurring core cast.
    directed.push({ from: random.int(1, directorCount), to: movie.id });
    const cast = new Set<number>();
    const castSize = random.int(4, 9);
    while (cast.size < castSize) {
      const actor = random.chance(0.3)
        ? random.int(directorCount + 1, directorCount + 80)
        : random.int(directorCount + 1, personCount);
      cast.add(actor);
    }
    for (const actor of cast) actedIn.push({ from: actor, to: movie.id, role: random.pick(roles) });
  }

  return {
    id: 'movies',
    name: 'Movies',
    description:
      'Films with their cast and directors: co-star networks, recommendations and filmographies.',
    nodeTables: [
      {
        label: 'Movie',
        properties: [
          { name: 'id', type: 'INT64' },
          { name: 'title', type: 'STRING' },
          { name: 'released', type: 'INT64' },
          { name: 'genre', type: 'STRING' },
          { name: 'rating', type: 'DOUBLE' },
        ],
        rows: movies,
      },
      {
        label: 'Person',
        properties: [
          { name: 'id', type: 'INT64' },
          { name: 'name', type: 'STRING' },
          { name: 'born', type: 'INT64' },
        ],
        rows: people,
      },
    ],
    edgeTables: [
      {
        label: 'ACTED_IN',
        from: 'Person',
        to: 'Movie',
        properties: [{ name: 'role', type: 'STRING' }],
        rows: actedIn,
      },
      { label: 'DIRECTED', from: 'Person', to: 'Movie', properties: [], rows: directed },
    ],
  };
}
