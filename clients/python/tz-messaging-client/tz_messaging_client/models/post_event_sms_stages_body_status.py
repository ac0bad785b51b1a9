from enum import StrEnum


class PostEventSmsStagesBodyStatus(StrEnum):
    DRAFT = "draft"
    SCHEDULED = "scheduled"

    def __str__(self) -> str:
        return str(self.value)
