#!/usr/bin/env python3
"""Finishes the Qt Linguist .ts files after `cmake --build build --target update_translations`.

usage: tools/ts_fill.py [--overwrite] [ZH.json]

ZH.json maps English source texts to Chinese, or "Context|source" keys for a text that must differ by context.
Unfinished entries of translations/gpuplan_zh_CN.ts are filled from it; entries already translated are kept.
translations/gpuplan_en.ts gets the source text itself (the sources are English), with singular and plural forms
made from "(s)". Placeholders (%1..%9, %n) must survive translation: the script refuses otherwise, and it lists
what is still untranslated. With --overwrite, entries of the zh_CN file that the table names are replaced even
when finished (to apply a review); entries it does not name are kept.
"""
import json, re, sys
import xml.etree.ElementTree as ET


def placeholders(s):
    return sorted(re.findall(r'%(?:\d+|n)', s))


def fill(path, translate, overwrite=False):
    tree = ET.parse(path)
    left = []
    for ctx in tree.getroot().iter('context'):
        name = ctx.find('name').text
        for m in ctx.iter('message'):
            src = m.find('source').text or ''
            tr = m.find('translation')
            finished = tr.get('type') not in ('unfinished', 'vanished', 'obsolete') and (tr.text or len(tr))
            if finished and not overwrite:
                continue
            text = translate(name, src)
            if finished and text is None:
                continue
            if text is None:
                left.append('%s: %r' % (name, src))
                continue
            if placeholders(text) != placeholders(src):
                sys.exit('placeholder mismatch in %r -> %r' % (src, text))
            tr.attrib.pop('type', None)
            if m.get('numerus') == 'yes':
                for f in list(tr):
                    tr.remove(f)
                forms = [text] if 'zh' in path else [text.replace('(s)', ''), text.replace('(s)', 's')]
                for f in forms:
                    ET.SubElement(tr, 'numerusform').text = f
                tr.text = None
            else:
                tr.text = text
    tree.write(path, encoding='utf-8', xml_declaration=True)
    return left


# The English the program shows, where its source text uses the project's internal names: the three seed
# articles are "article [1]", "[2]", "[3]", as the Chinese 文章[1]–[3] (issue 20: no "seed" wording shown to
# users). Applied to every English entry on each run, so that the source text stays what the code says.
ENGLISH_WORDING = [
    ('seeds 000 and 004', 'articles [1] and [3]'), ('seeds 001, 004', 'articles [2], [3]'),
    ('seed 000, seed 001', 'articles [1], [2]'),
    ('seed 000', 'article [1]'), ('seed 001', 'article [2]'), ('seed 004', 'article [3]'),
    ("The seeds' checks", 'The checks'), ("the seeds' checks", 'the checks'),
    ('the seeds ask', 'the articles ask'), ('seed article', 'source article'),
]


def english(source):
    for old, new in ENGLISH_WORDING:
        source = source.replace(old, new)
    return source


if __name__ == '__main__':
    args = [a for a in sys.argv[1:] if a != '--overwrite']
    overwrite = '--overwrite' in sys.argv[1:]
    table = json.load(open(args[0], encoding='utf-8')) if args else {}
    zh = fill('translations/gpuplan_zh_CN.ts', lambda c, s: table.get(c + '|' + s, table.get(s)), overwrite)
    fill('translations/gpuplan_en.ts', lambda c, s: english(s), overwrite=True)
    for line in zh:
        print('untranslated:', line)
    sys.exit(1 if zh else 0)
