#pragma once

#include "acceptance/Acceptance.h"

#include <QList>
#include <QString>

// Acceptance over a quote's servers: each server's reports, the newest of each combined per checklist item,
// and the verdict ("1 of 2 servers failed (gpu-node-02)"). AcceptanceStore keeps the reports; documents show
// these.

namespace gpuplan {

// One delivery report as imported: which server, the file, when (ISO 8601, UTC) and by whom, and its
// findings.
struct AcceptanceReportRecord
{
    qint64 id = 0;
    qint64 quoteId = 0;
    QString host; // the report's hostname (or the name the user gave); empty: the quote's only server
    QString file;
    QString importedAt, importedBy;
    QList<AcceptanceFinding> findings;
    bool latest = false; // the server's newest report: the one its checklist items show
    int count(ItemStatus s) const;
};

// The quote's acceptance over its servers: each server's newest report; a server failed when one of its
// findings failed.
struct AcceptanceVerdict
{
    int contracted = 0; // servers in the quote
    QList<AcceptanceReportRecord> servers;
    // Every report of the quote, oldest first: a failed run stays beside the retest that replaced it (ux-5
    // P3-m3), each with its date.
    QList<AcceptanceReportRecord> runs;
    int failedServers() const;
    QString text() const; // "1 of 2 servers failed (gpu-node-02)", "all 2 servers passed", …; translated
};

// The findings of every server combined per checklist item: failed if a server failed it, confirmed when each
// contracted server confirmed it (or found it not applicable), open otherwise; worded per server in both
// languages ("gpu-node-02（不符合）：…" / "gpu-node-02 (failed): …"). One server's own wording when the quote
// has one server. An item whose findings are all "not tested" is left out.
QList<AcceptanceFinding> combineFindings(const QList<AcceptanceReportRecord>& latest, int contractedServers);

} // namespace gpuplan
