#!/usr/bin/env python3
"""Fails when a term that docs/GLOSSARY.md rules out appears in the Chinese translation, or when an entry is
left unfinished. Usage: check_terms.py translations/gpuplan_zh_CN.ts"""
import sys
import xml.etree.ElementTree as ET

# The glossary's "avoid" column and the review's findings (../shared/zh-review.md): each with the term to use.
FORBIDDEN = {
    '放得下': '显存够用', '放不下': '显存不足', '实际耗时': '预计耗时', '可比价格': '折算单价',
    '以次充好': '（合同用语：与约定不符）', '缩水': '（合同用语：低于约定）', '档次': '档位', '训练阶段': '任务类型',
    '有偿使用时间占比': '设备利用率', '原始报价': '报价（原口径）', '长期有效': '未注明', '打断': '中断',
    'GPU 内存': '显存', '显卡内存': '显存', '百亿级': '千亿（100B）级', '赔偿阶梯': '赔付比例', '链路代数': '链路代次',
    # The third review (zh-review-3): one concept, one name.
    '截止时间': '完成时限', '方案': '规划', '检查内容': '核对项', '每卡时价格': '折算单价', 'PCIe 代数': 'PCIe 代次',
    '文章 000': '文章[1]', '文章 004': '文章[3]',
    # The team database (issue 23).
    '审计日志': '修改记录', '历史记录': '修改记录', '共享库': '团队数据库', '访客': '只读查看者',
    # The fourth review (zh-review-4 #560, #562, #913, #57): one name for the tax setting, no 实际 for an
    # estimate, no calque for the band's upper end, mainland server usage for sockets.
    '纳税身份': '纳税人身份', '增值税身份': '纳税人身份', '实际成本': '采购成本', '慢端': '估算区间上限',
    '每个座': '每路', '（座）': '（路数）',
}

def main(path):
    problems = []
    for ctx in ET.parse(path).getroot().iter('context'):
        name = ctx.find('name').text
        for m in ctx.iter('message'):
            tr = m.find('translation')
            texts = [tr.text or ''] + [f.text or '' for f in tr.findall('numerusform')]
            if tr.get('type') == 'unfinished':
                problems.append('unfinished: %s: %r' % (name, m.find('source').text))
            for t in texts:
                for bad, good in FORBIDDEN.items():
                    if bad in t:
                        problems.append('%s: %r uses %s; the glossary says %s' % (name, t, bad, good))
    for p in problems:
        print(p)
    print('%d passed, %d failed' % (1 if not problems else 0, len(problems)))
    return 1 if problems else 0

if __name__ == '__main__':
    sys.exit(main(sys.argv[1]))
