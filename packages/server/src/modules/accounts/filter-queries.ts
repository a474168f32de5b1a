import { asc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { branches, clients, dossiers } from '../../db/schema.js';

/**
 * One side of a client filter: a value the caller has now (a string, or null for "any"), or a column read
 * when the query runs (a message's filter, decided at each login: null in the row means "any").
 */
type FilterSide = string | null | SQLWrapper;

/** `test` when the side is given; true when it is not (null, or a column that is null in the row). */
function whenGiven(side: FilterSide, test: (value: SQLWrapper | string) => SQL): SQL {
  if (side === null) return sql`true`;
  if (typeof side === 'string') return test(side);
  return sql`(${side} is null or ${test(side)})`;
}

/**
 * Whether the client `clientId` names is one the shared client filter chooses (contract `clientFilter`):
 * (here, on the lowest floor, so that messages on floor 1 and invites on floor 3 share it; it reads the
 * client and branch as the other account joins do, and the client's policies for the product)
 * not removed by the agency, of the branch with that feed id, holding a policy of that product (any of
 * them, case-insensitive). The one definition of the filter: bulk invitations choose their clients with it
 * (decisions/0101), login messages their readers at each login (decisions/0116).
 */
export function chosenByFilter(
  clientId: SQLWrapper,
  filter: { branch: FilterSide; product: FilterSide },
): SQL {
  const byBranch = whenGiven(
    filter.branch,
    (branch) =>
      sql`${clients.branchId} = (select ${branches.id} from ${branches} where ${branches.agencyId} = ${branch})`,
  );
  const byProduct = whenGiven(
    filter.product,
    (product) =>
      sql`exists (select 1 from ${dossiers} where ${dossiers.clientId} = ${clients.id} and lower(${dossiers.prodotto}) = lower(${product}))`,
  );
  return sql`exists (select 1 from ${clients} where ${clients.id} = ${clientId} and ${clients.removedAt} is null and ${byBranch} and ${byProduct})`;
}

/** What a filter may choose among: the feed's branches and the products its policies carry. */
export async function filterChoices(db: Db) {
  const branchRows = await db
    .select({ id: branches.agencyId, name: branches.name })
    .from(branches)
    .orderBy(asc(branches.name), asc(branches.agencyId));
  const products = await db
    .selectDistinct({ name: dossiers.prodotto })
    .from(dossiers)
    .orderBy(asc(dossiers.prodotto))
    .limit(500);
  return { branches: branchRows, products: products.map((row) => row.name) };
}

/** Whether the feed has a branch of this id. */
export async function branchExists(db: Db, agencyId: string): Promise<boolean> {
  const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.agencyId, agencyId));
  return row !== undefined;
}
