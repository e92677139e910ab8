#pragma once

#include "util/Result.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

namespace gpuplan {

// A published export-control rule that names a GPU, for a buyer in mainland China: which rule, since when,
// and the source. Information, never a verdict (resources/catalog/export-controls.csv).
struct ExportControlNote
{
    QStringList gpuIds;
    QDate since;
    QString ruleEn;
    QString ruleZh;
    QString source;
    QString verification;                                    // "primary", "secondary", "unverified"
    QString rule(const QString& language = QString()) const; // empty: the program's language
};

class ExportControls
{
public:
    static const ExportControls& shipped();
    static Result<ExportControls> fromCsv(const QString& text, const QString& sourceName);
    QList<const ExportControlNote*> forGpu(const QString& gpuId) const;
    const QList<ExportControlNote>& notes() const { return m_notes; }

private:
    QList<ExportControlNote> m_notes;
};

// "US EAR rule of 2022-10-07: … (since 2022-10-07)", for a GPU's details and its checks (the source apart).
QString exportControlText(const ExportControlNote& note, const QString& language = QString());

} // namespace gpuplan
