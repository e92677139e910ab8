#pragma once

// Helpers the desktop tests share: typing as a user does, and delivery reports of one server.

#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QRegularExpression>
#include <QString>
#include <QTest>

namespace gpuplan::test {

// Replaces the field's text by key presses (ASCII), or as an input method enters it (QTest types ASCII only).
inline void typeInto(QLineEdit* edit, const QString& text)
{
    QVERIFY(edit);
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    bool ascii = true;
    for (QChar c : text)
        ascii = ascii && c.unicode() < 128;
    if (ascii)
        QTest::keyClicks(edit, text);
    else
        edit->insert(text); // as an input method would
}

// The Chinese-locale A800 report (fixtures/acceptance/zh-locale-a800.txt, 32 cores per socket × 2 sockets) as
// server `host` with `coresPerSocket`, written into `dir`; returns its path (empty when it cannot be
// written).
inline QString serverReport(const QDir& dir, const QString& host, int coresPerSocket)
{
    QFile f(QStringLiteral(GPUPLAN_FIXTURES "/acceptance/zh-locale-a800.txt"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QString text = QString::fromUtf8(f.readAll());
    text.replace(QStringLiteral("hostname: 算力节点-3"), QStringLiteral("hostname: ") + host);
    text.replace(QRegularExpression(QStringLiteral("每个座的核数：\\s+32")),
                 QStringLiteral("每个座的核数：                      %1").arg(coresPerSocket));
    // Two threads a core on both sockets (SMT on), as lscpu's CPU(s) counts them.
    text.replace(QRegularExpression(QStringLiteral("\nCPU：\\s+128")),
                 QStringLiteral("\nCPU：                               %1").arg(4 * coresPerSocket));
    const QString path = dir.filePath(host + QStringLiteral(".txt"));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(text.toUtf8()) <= 0)
        return {};
    return path;
}

} // namespace gpuplan::test
