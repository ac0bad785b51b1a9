from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.invitee import Invitee


T = TypeVar("T", bound="PostEventInviteeCardReissueResponse200")


@_attrs_define
class PostEventInviteeCardReissueResponse200:
    """
    Attributes:
        data (Invitee): A person invited to an event, with their pledge and what they paid (docs/interface.md §2)
    """

    data: Invitee

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invitee import Invitee  # noqa: PLC0415

        d = dict(src_dict)
        data = Invitee.from_dict(d.pop("data"))

        post_event_invitee_card_reissue_response_200 = cls(
            data=data,
        )

        return post_event_invitee_card_reissue_response_200
