from enum import StrEnum


class PostEventSmsStagesPreviewBodyStageType(StrEnum):
    CUSTOM = "custom"
    INVITATION = "invitation"
    NON_PLEDGE_REMINDER = "non_pledge_reminder"
    PLEDGE_REMINDER = "pledge_reminder"
    REMINDER = "reminder"
    RSVP = "rsvp"
    THANK_YOU = "thank_you"

    def __str__(self) -> str:
        return str(self.value)
