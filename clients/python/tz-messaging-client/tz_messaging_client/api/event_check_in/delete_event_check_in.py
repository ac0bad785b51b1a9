from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delete_event_check_in_response_200 import DeleteEventCheckInResponse200
from ...models.error import Error
from ...models.rule_error import RuleError
from ...types import Response


def _get_kwargs(
    event_id: int,
    check_in_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/events/{event_id}/check-ins/{check_in_id}".format(
            event_id=quote(str(event_id), safe=""),
            check_in_id=quote(str(check_in_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DeleteEventCheckInResponse200 | Error | RuleError | None:
    if response.status_code == 200:
        response_200 = DeleteEventCheckInResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = RuleError.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DeleteEventCheckInResponse200 | Error | RuleError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    event_id: int,
    check_in_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[DeleteEventCheckInResponse200 | Error | RuleError]:
    """Undo a check-in (its guests may enter again): by the usher who made it within 10 minutes, or by
    anyone with events.edit; else 403. 409 check_in_superseded for a check-in an earlier scan displaced
    (it no longer counts); undoing the winning scan leaves the ones it displaced superseded

     Permission: events.check_in or events.edit; on this event also a committee usher (issue 34 §6)

    Args:
        event_id (int):
        check_in_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteEventCheckInResponse200 | Error | RuleError]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
        check_in_id=check_in_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    event_id: int,
    check_in_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> DeleteEventCheckInResponse200 | Error | RuleError | None:
    """Undo a check-in (its guests may enter again): by the usher who made it within 10 minutes, or by
    anyone with events.edit; else 403. 409 check_in_superseded for a check-in an earlier scan displaced
    (it no longer counts); undoing the winning scan leaves the ones it displaced superseded

     Permission: events.check_in or events.edit; on this event also a committee usher (issue 34 §6)

    Args:
        event_id (int):
        check_in_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteEventCheckInResponse200 | Error | RuleError
    """

    return sync_detailed(
        event_id=event_id,
        check_in_id=check_in_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    event_id: int,
    check_in_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[DeleteEventCheckInResponse200 | Error | RuleError]:
    """Undo a check-in (its guests may enter again): by the usher who made it within 10 minutes, or by
    anyone with events.edit; else 403. 409 check_in_superseded for a check-in an earlier scan displaced
    (it no longer counts); undoing the winning scan leaves the ones it displaced superseded

     Permission: events.check_in or events.edit; on this event also a committee usher (issue 34 §6)

    Args:
        event_id (int):
        check_in_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteEventCheckInResponse200 | Error | RuleError]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
        check_in_id=check_in_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    event_id: int,
    check_in_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> DeleteEventCheckInResponse200 | Error | RuleError | None:
    """Undo a check-in (its guests may enter again): by the usher who made it within 10 minutes, or by
    anyone with events.edit; else 403. 409 check_in_superseded for a check-in an earlier scan displaced
    (it no longer counts); undoing the winning scan leaves the ones it displaced superseded

     Permission: events.check_in or events.edit; on this event also a committee usher (issue 34 §6)

    Args:
        event_id (int):
        check_in_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteEventCheckInResponse200 | Error | RuleError
    """

    return (
        await asyncio_detailed(
            event_id=event_id,
            check_in_id=check_in_id,
            client=client,
        )
    ).parsed
