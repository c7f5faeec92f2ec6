/** The shape of bench/results/latest.json: everything the table shows, and every run behind its medians. */
import type { InteractionReport } from '../interaction/interaction.ts';
import type { PageLoadReport } from '../page-load/page-load.ts';
import type { Configuration } from '../servers/configuration.ts';
import type { RemoteTransfer } from '../page-load/remote-transfer.ts';
import type { SoakReport } from '../soak/soak.ts';
import type { ServerRenderResults } from '../server-render/server-render.ts';
import type { ServicesReport } from '../services/services-bench.ts';
import type { BudgetCheck } from '../weight/budgets.ts';
import type { Sizes } from '../weight/compressed.ts';
import type { Contributor, WeighedFile } from '../weight/file-set.ts';

export type WeightSet = {
  readonly total: Sizes;
  readonly federationRuntime: Sizes;
  readonly files: readonly WeighedFile[];
  /** Biggest contributors by package or app folder, minified bytes. */
  readonly contributors: readonly Contributor[];
  /** Biggest single modules, minified bytes. */
  readonly modules: readonly Contributor[];
};

export type WeightResults = {
  readonly remoteCritical: WeightSet;
  readonly remoteCriticalOnContractsHost: WeightSet;
  readonly remoteEverything: WeightSet;
  readonly remoteReactFallback: WeightSet;
  readonly hostJs: WeightSet;
  readonly budgets: readonly BudgetCheck[];
};

export type Machine = {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGiB: number;
  readonly os: string;
  readonly node: string;
  readonly chromium: string;
  readonly loadAverageAtStart: readonly number[];
};

/** The configuration a part's site ran in; absent in results from before production was measured, which all ran in development. */
export type Configured = { readonly configuration?: Configuration };

/** When and how a part that runs on its own (the soak) ran, when its figures sit beside another run's. */
export type RanApart = {
  readonly date: string;
  readonly command: string;
  readonly seconds: number;
  readonly loadAverageAtStart: readonly number[];
};

export type BenchResults = {
  readonly date: string;
  readonly machine: Machine;
  readonly command: string;
  readonly seconds: number;
  readonly build: 'built' | 'reused' | 'failed' | 'not needed';
  readonly weight?: WeightResults;
  /** One guest load of the host's /ecom: the bytes from the remote's origin. */
  readonly remoteTransfer?: RemoteTransfer & Configured;
  /** The same for a page team's page that renders the header in the browser. */
  readonly clientRenderedTransfer?: RemoteTransfer & Configured;
  readonly pageLoad?: PageLoadReport;
  readonly interaction?: InteractionReport & Configured;
  /** The host's /ecom under load, on each database: the header's server render beside the page alone and a bare route. */
  readonly serverRender?: ServerRenderResults;
  readonly services?: ServicesReport & Configured;
  /** Mixed traffic at half capacity for minutes: errors, p99 and incomplete headers per kind, memory over time. */
  readonly soak?: SoakReport & Configured & { readonly ranApart?: RanApart };
  readonly errors: readonly { readonly part: string; readonly message: string }[];
};
