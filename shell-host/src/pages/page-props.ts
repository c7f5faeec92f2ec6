/** What every page is given: where it is, and where the services are (absent when the shell has no config). */
export type PageProps = {
  readonly location: Pick<Location, 'pathname' | 'search'>;
  readonly servicesUrl?: string | undefined;
};
