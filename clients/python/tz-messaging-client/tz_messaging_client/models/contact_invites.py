from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ContactInvites")


@_attrs_define
class ContactInvites:
    """Contacts and a group's members invited to an event

    Attributes:
        message (str):
        imported (int): Invitees added
        skipped (int): Contacts whose phone was already invited
    """

    message: str
    imported: int
    skipped: int

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        imported = self.imported

        skipped = self.skipped

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "imported": imported,
                "skipped": skipped,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        imported = d.pop("imported")

        skipped = d.pop("skipped")

        contact_invites = cls(
            message=message,
            imported=imported,
            skipped=skipped,
        )

        return contact_invites
