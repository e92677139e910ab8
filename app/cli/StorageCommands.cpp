#include "Cli.h"

namespace gpuplan::cli {
int runQuotes(Context& ctx, const QStringList&) { return ctx.failure(QStringLiteral("quotes: not built yet")); }
int runDb(Context& ctx, const QStringList&) { return ctx.failure(QStringLiteral("db: not built yet")); }
int runChecklist(Context& ctx, const QStringList&) { return ctx.failure(QStringLiteral("checklist: not built yet")); }
} // namespace gpuplan::cli
