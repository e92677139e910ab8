#!/usr/bin/env python3
"""Fills Qt Linguist .ts files from a translation table.

usage: ts_fill.py TABLE.py
TABLE.py defines SOURCES (list of source texts, in the order of /tmp/sources.json), T (index -> Chinese text) and
OVR ((context, source) -> text). gpuplan_zh_CN.ts gets the Chinese; gpuplan_en.ts gets the source text itself, since
the sources are English. Placeholders (%1..%9, %n) must survive translation: the script refuses otherwise.
"""
import re, sys
import xml.etree.ElementTree as ET

def placeholders(s):
    return sorted(re.findall(r'%(?:\d+|n)', s))

def fill(path, translate):
    tree = ET.parse(path)
    missing = 0
    for ctx in tree.getroot().iter('context'):
        name = ctx.find('name').text
        for m in ctx.iter('message'):
            src = m.find('source').text or ''
            tr = m.find('translation')
            text = translate(name, src)
            if text is None:
                missing += 1
                continue
            if placeholders(text) != placeholders(src):
                sys.exit('placeholder mismatch in %r -> %r' % (src, text))
            tr.attrib.pop('type', None)
            if m.get('numerus') == 'yes':
                for f in list(tr):
                    tr.remove(f)
                if 'zh' in path:
                    forms = [text]
                else:  # English singular and plural from "(s)"
                    forms = [text.replace('(s)', ''), text.replace('(s)', 's')]
                for f in forms:
                    ET.SubElement(tr, 'numerusform').text = f
                tr.text = None
            else:
                tr.text = text
    tree.write(path, encoding='utf-8', xml_declaration=True)
    return missing

if __name__ == '__main__':
    ns = {}
    for f in sys.argv[1:]:
        exec(open(f, encoding='utf-8').read(), ns)
    sources = ns['SOURCES']
    table = {sources[i]: t for i, t in ns['T'].items()}
    ovr = ns.get('OVR', {})
    zh = fill('translations/gpuplan_zh_CN.ts', lambda c, s: ovr.get((c, s), table.get(s)))
    en = fill('translations/gpuplan_en.ts', lambda c, s: s)
    print('untranslated: zh_CN %d, en %d' % (zh, en))
