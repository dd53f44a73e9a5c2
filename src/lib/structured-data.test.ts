import { describe, expect, it } from 'vitest';
import { retailerStructuredData } from './structured-data';

describe('the retailer’s structured data', () => {
  it('names the organisation and the website, and cannot close its script element', () => {
    const text = retailerStructuredData({
      siteName: 'Lucky </script> Dip',
      baseUrl: 'https://luckydip.test/',
      supportNumber: '1300 583 825',
      socialNetworks: { facebook: 'https://www.facebook.com/luckydip.au' },
    });
    expect(text).not.toContain('</script');
    const [organisation, website] = JSON.parse(text) as Record<string, unknown>[];
    expect(organisation).toMatchObject({
      '@type': 'Organization',
      url: 'https://luckydip.test/',
      sameAs: ['https://www.facebook.com/luckydip.au'],
      contactPoint: { telephone: '1300 583 825' },
    });
    expect(website).toMatchObject({ '@type': 'WebSite', name: 'Lucky </script> Dip' });
  });
});
