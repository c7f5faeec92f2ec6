// The rules live in the contracts, so the host's content pages draw with the same ones.
export { contentHref, contentImageSrc, richTextHref } from '@grocer/shared-contracts/domain';
