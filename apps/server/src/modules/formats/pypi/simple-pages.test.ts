import { describe, expect, it } from 'vitest';
import { distributionOf } from './pypi-names.ts';
import { negotiate, parseSimplePage, projectPage } from './simple-pages.ts';

describe('simple pages', () => {
  it('reads an upstream page: hrefs resolved against the page, attributes unescaped', () => {
    const html = `<!DOCTYPE html><html><body>
      <a href="../../packages/a/1.0/a-1.0.tar.gz#sha256=ab" data-requires-python="&gt;=3.8">a-1.0.tar.gz</a><br/>
      <A HREF='https://files.example/b/a-2.0-py3-none-any.whl' data-yanked>a-2.0-py3-none-any.whl</A>
      <a name="no-href">nothing</a>
    </body></html>`;
    const links = parseSimplePage(html, 'http://up/api/pypi/r/simple/a/');
    expect(links.map((link) => [link.text, link.url.href, link.requiresPython])).toEqual([
      ['a-1.0.tar.gz', 'http://up/api/pypi/r/packages/a/1.0/a-1.0.tar.gz#sha256=ab', '>=3.8'],
      ['a-2.0-py3-none-any.whl', 'https://files.example/b/a-2.0-py3-none-any.whl', undefined],
    ]);
  });

  it('passes on the core metadata an upstream announces, by PEP 714’s name or PEP 658’s, in both page formats', () => {
    const html = `<a href="a-1.whl#sha256=01" data-core-metadata="sha256=aa">a-1.whl</a>
      <a href="a-2.whl" data-dist-info-metadata="true">a-2.whl</a>
      <a href="a-3.whl" data-dist-info-metadata="false">a-3.whl</a>`;
    const links = parseSimplePage(html, 'http://up/simple/a/');
    expect(links.map((link) => link.coreMetadata)).toEqual(['sha256=aa', 'true', undefined]);
    const files = links.map((link) => ({ filename: link.text, path: link.text, coreMetadata: link.coreMetadata }));
    const page = projectPage(negotiate(undefined), 'a', files);
    expect(page).toContain('data-dist-info-metadata="sha256=aa" data-core-metadata="sha256=aa">a-1.whl');
    expect(page).toContain('data-dist-info-metadata="true" data-core-metadata="true">a-2.whl');
    expect(page).toContain('<a href="../../packages/a-3.whl">a-3.whl');
    const json = JSON.parse(projectPage(negotiate('application/vnd.pypi.simple.v1+json'), 'a', files));
    expect(json.files.map((file: Record<string, unknown>) => file['core-metadata'])).toEqual([
      { sha256: 'aa' },
      true,
      undefined,
    ]);
  });

  it('escapes what it writes into HTML', () => {
    const page = projectPage(negotiate(undefined), 'x', [
      { filename: 'x-1.0.tar.gz', path: 'x/1.0/x-1.0.tar.gz', requiresPython: '<4,>=3' },
    ]);
    expect(page).toContain('<a href="../../packages/x/1.0/x-1.0.tar.gz" data-requires-python="&lt;4,&gt;=3">');
  });
});

describe('distribution file names', () => {
  it('state the project and version of sdists, wheels and eggs', () => {
    expect(distributionOf('arca-greet-1.2.0.tar.gz')).toEqual({ name: 'arca-greet', version: '1.2.0' });
    expect(distributionOf('arca_greet-1.2.0-py3-none-any.whl')).toEqual({ name: 'arca_greet', version: '1.2.0' });
    expect(distributionOf('Arca-1.0-py3.11.egg')).toEqual({ name: 'Arca', version: '1.0' });
    expect(distributionOf('not a dist.txt')).toBeUndefined();
    expect(distributionOf('-1.0.tar.gz')).toBeUndefined();
  });
});
