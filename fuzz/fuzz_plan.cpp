// Plan files (.gpuplan: the desktop's Open, `gpuplan plan --plan-file`), shared between people: whatever the
// reader accepts, it writes back to the same file, reads again, and turns into the planning model's question
// or a message — never a crash.
#include "FuzzMain.h"
#include "catalog/GpuCatalog.h"
#include "planner/PlanRequest.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    gpuplan::fuzz::init();
    using namespace gpuplan;
    const QJsonDocument doc = QJsonDocument::fromJson(
        QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!doc.isObject())
        return 0;
    auto request = PlanRequest::fromJson(doc.object());
    if (!request)
        return 0;
    const QJsonObject written = request->toJson();
    auto again = PlanRequest::fromJson(written);
    if (!again || again->toJson() != written)
        __builtin_trap();
    (void)request->scenario(GpuCatalog::shipped(), 720, QStringLiteral("China"));
    return 0;
}
